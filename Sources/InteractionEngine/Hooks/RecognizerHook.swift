/// A UIGestureRecognizer subclass written in Swift: its touch methods set `recognizer.state`, and the
/// engine arbitrates those transitions as it does the built-in recognizers'. One instance is made per
/// recognizer, on its first touch, and kept; `reset()` is called when UIKit would call it, after the
/// sequence ends in a final state or when the recognizer fails.
public protocol CustomRecognizer: AnyObject {
    func touchesBegan(_ touches: [ReplayTouch], recognizer: ReplayRecognizer)
    func touchesMoved(_ touches: [ReplayTouch], recognizer: ReplayRecognizer)
    func touchesEnded(_ touches: [ReplayTouch], recognizer: ReplayRecognizer)
    /// Default: a possible recognizer fails, an active continuous one is cancelled.
    func touchesCancelled(_ touches: [ReplayTouch], recognizer: ReplayRecognizer)
    func reset()
    /// On a FlutterView with `gestureTracker: true`: the Dart side's tracker reports whether a Flutter
    /// recognizer took the touch (`flutterHandles`) or none wants it — the message seed 001's fix sends
    /// over its method channel (docs/semantics.md S7.7).
    func flutterGestureDecided(flutterHandles: Bool, recognizer: ReplayRecognizer)
}

extension CustomRecognizer {
    public func touchesBegan(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {}
    public func touchesMoved(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {}
    public func touchesEnded(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {}
    public func touchesCancelled(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {
        recognizer.state = recognizer.state == .possible ? .failed : .cancelled
    }
    public func reset() {}
    public func flutterGestureDecided(flutterHandles: Bool, recognizer: ReplayRecognizer) {}
}

/// A custom recognizer class by name (`type: custom, class: <name>`): whether it is continuous (its
/// records are began/changed/ended/cancelled/failed) or discrete (recognized/failed), and how to make
/// one.
public struct RecognizerHook: Sendable {
    public let summary: String
    public let isContinuous: Bool
    /// The delivery flags the class sets in its init (`cancelsTouchesInView = false`…); a trace's own
    /// keys override them.
    public let options: GestureOptions
    let make: @Sendable () -> any CustomRecognizer

    public init(summary: String, isContinuous: Bool, options: GestureOptions = GestureOptions(),
                make: @escaping @Sendable () -> any CustomRecognizer) {
        self.summary = summary
        self.isContinuous = isContinuous
        self.options = options
        self.make = make
    }
}

/// `type: custom`: a recognizer whose logic is the app's own `CustomRecognizer`, named by `class`.
public struct CustomGesture: DeclaredGestureType {
    /// The name the app's class is registered under.
    public var registeredClass = ""
    /// Set when the world is built, from the hooks the replay was given.
    public var hook: RecognizerHook?

    public init() {}

    public static let name = "custom"
    public static let summary = "a UIGestureRecognizer subclass of the app's, registered in Swift under `class`"
    public static let isContinuous = false
    public static let uikitClassName = "UIGestureRecognizer"
    public static let parameters: [Parameter<CustomGesture>] = [
        Parameter("class", .name, doc: "the name the app's recognizer class is registered under (Hooks.register(recognizer:))",
                  defaultText: nil, isRequired: true) { root, value in
            if case .word(let name) = value { root.registeredClass = name }
        },
    ]
    public static var recordedEvents: [Record.GestureEvent] { [.began, .changed, .ended, .recognized, .cancelled, .failed] }

    public var continuous: Bool { hook?.isContinuous ?? false }
    public var className: String { registeredClass }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard let logic = instance(for: recognizer) else { return }
        let touches = [ReplayTouch(touch, world)]
        let handle = ReplayRecognizer(recognizer, world)
        switch phase {
        case .began: logic.touchesBegan(touches, recognizer: handle)
        case .moved: logic.touchesMoved(touches, recognizer: handle)
        case .ended: logic.touchesEnded(touches, recognizer: handle)
        case .cancelled: logic.touchesCancelled(touches, recognizer: handle)
        }
    }

    /// The recognizer's instance of the app's class, made on first use.
    func instance(for recognizer: GestureRecognizer) -> (any CustomRecognizer)? {
        if let made = recognizer.customInstance { return made }
        guard let hook else { return nil }
        let made = hook.make()
        recognizer.customInstance = made
        return made
    }
}
