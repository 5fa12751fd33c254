/// The performance targets (issue 15): each says what it asks, what was measured and whether it holds.
struct Target {
    var claim: String
    var measured: String
    var holds: Bool

    var line: String { "\(claim): \(holds ? "yes" : "NO") (\(measured))" }
}

enum Format {
    static func ms(_ seconds: Double) -> String { String((seconds * 100_000).rounded() / 100) + " ms" }
    static func ratio(_ value: Double) -> String { String((value * 100).rounded() / 100) + "x" }
    static func rate(_ value: Double) -> String { String(Int(value.rounded())) }
}
