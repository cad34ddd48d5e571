// SDL2 for LiveChartViewer, plus the function-like macros Swift cannot import, re-exported as functions.
#include <SDL.h>

static inline int lc_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 lc_sdl_button_mask(int button) { return SDL_BUTTON(button); }
