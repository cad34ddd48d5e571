// glibc's allocator settings (mallopt) for the processes that draw chart after chart; nothing elsewhere.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#define LIVECHART_HAS_MALLOPT 1
#endif
