/// What a recognizer recognizes: how it reads each phase of its touches, and whether it is continuous
/// (possible → began → changed* → ended or cancelled) or discrete (possible → recognized), docs/semantics.md S5.1.
public protocol GestureType: Sendable {
    static var isContinuous: Bool { get }
    /// The delivery flags a recognizer of this type starts with.
    static var defaultOptions: GestureOptions { get }
    /// One phase of one of the recognizer's touches (the subclass's touchesBegan… overrides).
    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World)
    /// The type's own say in gestureRecognizerShouldBegin; the delegate and the owning view have theirs.
    func shouldBegin(_ recognizer: GestureRecognizer, in world: World) -> Bool
    /// What its `changed` records report (a pinch's scale), nil for most types.
    func measure(of recognizer: GestureRecognizer) -> Record.GestureMeasure?
    /// Recognizes alongside every other recognizer and is never made to fail by one (an observer).
    static var recognizesAlongsideAll: Bool { get }
    /// The `gesture` records its recognizers make, one per change of state: by default a continuous
    /// type's began, changed, ended, cancelled and failed, a discrete type's recognized and failed. None
    /// for a recognizer whose state changes the transcript does not show. Expectation patterns that
    /// name one of its recognizers are checked against them.
    static var recordedEvents: [Record.GestureEvent] { get }
    /// What its `changed` records measure (`scale` in `gesture zoom changed scale=1.5`), if anything.
    static var measureName: String? { get }
    /// The UIKit class its recognizers stand for, as hooks see it (`UITapGestureRecognizer`).
    static var uikitClassName: String { get }
    /// Whether this recognizer is continuous; a type's own unless it varies by instance (a custom one).
    var continuous: Bool { get }
    /// The class name hooks see: the type's UIKit class, or a custom recognizer's registered class.
    var className: String { get }
    /// A SwiftUI gesture's stand-in, whose arbitration with UIKit's recognizers depends on the iOS
    /// generation (docs/semantics.md S10.5).
    static var isSwiftUIGesture: Bool { get }
    /// The recognizer has just left possible for good — recognized, begun, or failed — with its
    /// sequence's state still there: a type that reports something while it is possible ends it here.
    /// Called only for types that say so (`hearsSettled`), as few do and recognizers settle often.
    func settled(_ recognizer: GestureRecognizer, in world: World)
    static var hearsSettled: Bool { get }
}

extension GestureType {
    public static var recognizesAlongsideAll: Bool { false }
    public static var defaultOptions: GestureOptions { GestureOptions() }
    public func shouldBegin(_ recognizer: GestureRecognizer, in world: World) -> Bool { true }
    public func measure(of recognizer: GestureRecognizer) -> Record.GestureMeasure? { nil }
    public static var recordedEvents: [Record.GestureEvent] {
        isContinuous ? [.began, .changed, .ended, .cancelled, .failed] : [.recognized, .failed]
    }
    public static var measureName: String? { nil }
    public static var uikitClassName: String { "UIGestureRecognizer" }
    public static var isSwiftUIGesture: Bool { false }
    public func settled(_ recognizer: GestureRecognizer, in world: World) {}
    public static var hearsSettled: Bool { false }
    public var continuous: Bool { Self.isContinuous }
    public var className: String { Self.uikitClassName }
}

/// A gesture type a trace names with `type:`; its parameters are the keys only it takes.
public protocol DeclaredGestureType: GestureType, ParameterRoot {
    /// The word a trace writes: `tap`, `longPress`.
    static var name: String { get }
    /// One line for the reference: what it recognizes, and its UIKit class.
    static var summary: String { get }
    static var parameters: [Parameter<Self>] { get }
    /// The view kind it must be attached to, if any (`flutter` for seed 001's proxy).
    static var hostViewKind: String? { get }
}

extension DeclaredGestureType {
    public static var hostViewKind: String? { nil }
}

/// How a recognizer shares its touches with its view (docs/semantics.md S5.2–S5.4): UIKit's defaults.
public struct GestureOptions: Sendable, Equatable {
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true

    public init(cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false, delaysTouchesEnded: Bool = true) {
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
    }

    /// The flags, by the names UIKit and a trace give them.
    public static let flags: [(name: String, keyPath: any WritableKeyPath<GestureOptions, Bool> & Sendable)] = [
        ("cancelsTouchesInView", \.cancelsTouchesInView), ("delaysTouchesBegan", \.delaysTouchesBegan), ("delaysTouchesEnded", \.delaysTouchesEnded),
    ]

    /// These options with each flag not named in `kept` taken from `other` (a custom recognizer class's
    /// own settings, under the flags a trace wrote).
    public func taking(_ other: GestureOptions, except kept: Set<String>) -> GestureOptions {
        var merged = self
        for flag in Self.flags where !kept.contains(flag.name) { merged[keyPath: flag.keyPath] = other[keyPath: flag.keyPath] }
        return merged
    }
}

/// Shared keys of the types that count fingers.
enum FingerCount {
    static let range = 1...20
    static let doc = "how many fingers the gesture takes"
}
