/// A number read from a dump, as a trace can hold it: finite and within the trace format's bound
/// (±1e9, `ValueReader.maxMagnitude`). A number outside it is not read — its view or value is left out
/// with a warning, as for any unreadable value — so an import always lints, and no arithmetic on it
/// (a frame's sum, a conversion to an integer) can overflow.
enum DumpNumber {
    static let limit = 1e9
    static let limitText = "1e9"

    static func read(_ text: some StringProtocol) -> Double? {
        guard let value = Double(text), value.isFinite, abs(value) <= limit else { return nil }
        return value
    }
}
