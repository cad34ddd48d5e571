// libFuzzer's documented driver entry (compiler-rt FuzzerInterface.h), declared for Swift.
// SwiftPM links an executable target's `main` under its own name, so libFuzzer's `main` cannot be used;
// each target's main.swift calls this instead.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
