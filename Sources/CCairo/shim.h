// Cairo (PNG, PDF, SVG surfaces) and Pango through pangocairo, for LiveChartCairo.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
