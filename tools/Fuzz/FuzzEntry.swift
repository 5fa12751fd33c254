// The libFuzzer entry points. Built only by tools/fuzz.sh, which sets TRACE_REPLAY_FUZZ=1 so that
// Package.swift declares this target, and compiles every module with -sanitize=fuzzer,address.
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver, run from our own main: SwiftPM gives an executable target's main its own
/// name, so libFuzzer's main is never the one that runs.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzerTestOneInput))
    }
}

/// Called once before fuzzing: reads the scene files seeds may name.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    SceneFiles.loadOnce()
    return 0
}

/// Called for every input: the input is a trace; see FuzzCase for what is checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    FuzzCase(bytes: bytes).check()
    return 0
}
