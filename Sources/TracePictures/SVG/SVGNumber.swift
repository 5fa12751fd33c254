/// Numbers as the pictures write them: fixed notation, at most two decimals, no trailing zeros, no
/// `-0` — the same bytes on every machine, whatever its locale.
enum SVGNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard hundredths != 0 else { return "0" }
        let negative = hundredths < 0
        let magnitude = Int64(min(abs(hundredths), 1e15))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            text += "." + (fraction < 10 ? "0" : "") + String(fraction)
            while text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }
}
