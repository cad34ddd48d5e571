// Nothing to define: libFuzzer (linked by -sanitize=fuzzer) provides LLVMFuzzerRunDriver.
#include "CFuzzerDriver.h"
