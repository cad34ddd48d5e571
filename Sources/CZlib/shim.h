// zlib for the PNG encoder of LiveChartCairo.
#include <zlib.h>
