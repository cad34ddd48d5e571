// Cairo for the soak harness, which rasterises frames the way the viewer does.
#include <cairo.h>
