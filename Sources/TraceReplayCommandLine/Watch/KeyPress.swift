#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One key from the terminal on standard input, read without waiting for Return: the terminal is put
/// in raw mode (no line editing, no echo; Ctrl-C still interrupts) for the read only, and put back as
/// it was after it — or by a signal handler when Ctrl-C, a hang-up or a kill comes during the read.
enum KeyPress {
    /// Whether standard input is a terminal a person can answer at.
    static var isInteractive: Bool { isatty(0) == 1 }

    /// The key pressed after `ask` has asked for it, or nil when standard input is not a terminal or
    /// has ended. The terminal is in raw mode before `ask` runs, so a key pressed as soon as the
    /// question shows is not lost; what was typed before is dropped, so it answers nothing.
    static func read(after ask: () -> Void) -> UInt8? {
        var saved = termios()
        guard isInteractive, tcgetattr(0, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalRestore.arm(saved)
        defer { TerminalRestore.disarm() }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { return nil }
        ask()
        var key: UInt8 = 0
        while true {
            let count = posixRead(0, &key, 1)
            if count == 1 { return key }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}

/// POSIX read(2), out of reach of `KeyPress.read`'s own name.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// The terminal's settings from before a raw read, and the handlers that put them back when a signal
/// ends the process during the read. The settings are kept behind a pointer, not in a Swift variable,
/// so the handler reading them is no access the exclusivity checks could catch overlapping another.
private enum TerminalRestore {
    nonisolated(unsafe) static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static func arm(_ settings: termios) {
        saved.pointee = settings
        for number in signals { _ = signal(number, restoreAndRaise) }
    }

    /// Puts the terminal back, and the default handlers.
    static func disarm() {
        _ = tcsetattr(0, TCSANOW, saved)
        for number in signals { _ = signal(number, SIG_DFL) }
    }
}

/// The handler: puts the terminal back (tcsetattr is async-signal-safe), then lets the signal do what
/// it does by default, so the exit status still says how the process ended.
private func restoreAndRaise(_ number: Int32) {
    _ = tcsetattr(0, TCSANOW, TerminalRestore.saved)
    _ = signal(number, SIG_DFL)
    raise(number)
}
