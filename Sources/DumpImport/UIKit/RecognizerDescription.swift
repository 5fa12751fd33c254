/// A gesture recognizer as UIKit describes it, on a line of its own (`po view.gestureRecognizers`, an
/// NSArray's listing pasted beside the dump) or inside a view's line:
/// `<UITapGestureRecognizer: 0x7f9; state = Possible; view = <UIView 0x7f8>; target= <(action=tap:,
/// target=<App.ViewController 0x7fa>)>; numberOfTapsRequired = 2>`. Newer iOS versions add
/// `id = 32` and write the view as `<UILabel: 0x…>`; UIKit's own recognizers carry a name in
/// parentheses after the address (`(multi-select.multiFingerTapGesture)`).
struct RecognizerDescription {
    var description: ViewDescription
    var line: DumpLine
    /// The address of the view it is on: its `view = <…>` field, or the view whose line listed it.
    var viewAddress: String?
    /// The view's class as the description names it.
    var viewClass: String?
    /// The selectors of its target-action pairs (`tap:`), in order.
    var actions: [String]

    var className: String { description.className }
    var address: String { description.address }
    /// The file column of its `<`.
    var column: Int { line.column + description.column - 1 }
    /// `<UITapGestureRecognizer: 0x7f9>`, as warnings name it.
    var name: String { "<\(className): \(address)>" }

    /// Whether a description is a recognizer's rather than a view's: its class (or base class) is named
    /// like one, or it has a `state` and a `view` and no frame.
    static func isRecognizer(_ d: ViewDescription) -> Bool {
        let names = [IDNamer.demangled(d.className), d.field("baseClass") ?? ""]
        if names.contains(where: { $0.hasSuffix("Recognizer") || $0.hasSuffix("Gesture") }) { return true }
        return d.field("frame") == nil && d.field("state") != nil && d.field("view") != nil
    }

    /// The recognizer described at the start of `text` (the line from its `<` on), listed by the view at
    /// `listedBy` when its description does not name one.
    init(_ d: ViewDescription, text: Substring, line: DumpLine, listedBy: String? = nil) {
        description = d
        self.line = line
        actions = Self.actions(in: text)
        if let view = d.field("view"), let match = view.firstMatch(of: Self.viewReference) {
            viewAddress = String(match.output.2)
            viewClass = String(match.output.1)
        } else {
            viewAddress = listedBy
        }
    }

    /// `<UIView 0x7f8>` or `<UILabel: 0x103>`.
    nonisolated(unsafe) static let viewReference = /^<([A-Za-z_$][A-Za-z0-9_$.]*):? (0x[0-9a-fA-F]+)/
    nonisolated(unsafe) static let action = /action=([A-Za-z_][A-Za-z0-9_:]*)/

    /// The selectors of `target= <(action=…, target=…)>`, before any `must-fail` list (whose
    /// recognizers are other recognizers, with actions of their own).
    static func actions(in text: Substring) -> [String] {
        let own = text.firstRange(of: "must-fail").map { text[..<$0.lowerBound] } ?? text
        return own.matches(of: action).map { String($0.output.1) }
    }
}
