/// The app's own interaction code, by name: the overrides, delegates, recognizers, control handlers
/// and exposure rules a team registers in Swift so that its traces run them where UIKit would call
/// them. A trace names the hooks it uses; a name no registration has is an error at its line.
///
/// The two built-in hit tests are app code too — seed 000's `penetrationGuard` and the common
/// `passThrough` — kept here so the seeds' traces replay without a consumer; a team writes its own.
public struct Hooks: Sendable {
    /// `hitTest(_:with:)` overrides (`hitTest:` on a view or window).
    public var hitTests: [String: HitTestHook]
    /// `point(inside:with:)` overrides (`pointInside:` on a view).
    public var pointInside: [String: PointInsideHook] = [:]
    /// `touchesBegan/Moved/Ended/Cancelled(_:with:)` overrides (`touches:` on a view).
    public var touches: [String: TouchesHook] = [:]
    /// UIGestureRecognizerDelegate objects (`delegate: <name>` on a recognizer): how to make one, as
    /// each recognizer naming it gets its own (a delegate may keep state, as UIKit delegates do).
    public var delegates: [String: @Sendable () -> any GestureDelegateHook] = [:]
    /// UIGestureRecognizer subclasses (`type: custom, class: <name>`).
    public var recognizers: [String: RecognizerHook] = [:]
    /// UIControl targets (`handler: <name>` on a button).
    public var controlEvents: [String: ControlEventHook] = [:]
    /// Exposure rules (`exposure: {rule: <name>}` in the scene).
    public var exposureRules: [String: ExposureRule] = [:]

    public init(hitTests: [String: HitTestHook] = [:]) {
        self.hitTests = hitTests
    }

    /// The hooks every world knows: the built-in hit tests.
    public static let builtIn = Hooks(hitTests: [
        "penetrationGuard": penetrationGuard,
        "passThrough": HitTestHook(
            summary: "returns nil where no subview is hit, so touches fall through to what is behind (a container or window that only passes touches to its subviews)"
        ) { call in
            let result = call.callSuper()
            return result == call.view ? nil : result
        },
    ])

    public mutating func register(hitTest name: String, _ hook: HitTestHook) { hitTests[name] = hook }
    public mutating func register(pointInside name: String, _ hook: PointInsideHook) { pointInside[name] = hook }
    public mutating func register(touches name: String, _ hook: TouchesHook) { touches[name] = hook }
    public mutating func register(delegate name: String, _ make: @escaping @Sendable () -> any GestureDelegateHook) { delegates[name] = make }
    public mutating func register(recognizer name: String, _ hook: RecognizerHook) { recognizers[name] = hook }
    public mutating func register(controlEvents name: String, _ hook: ControlEventHook) { controlEvents[name] = hook }
    public mutating func register(exposureRule name: String, _ rule: ExposureRule) { exposureRules[name] = rule }

    /// These hooks with `other`'s added; a name both have takes `other`'s.
    public func merging(_ other: Hooks) -> Hooks {
        var merged = self
        merged.hitTests.merge(other.hitTests) { _, new in new }
        merged.pointInside.merge(other.pointInside) { _, new in new }
        merged.touches.merge(other.touches) { _, new in new }
        merged.delegates.merge(other.delegates) { _, new in new }
        merged.recognizers.merge(other.recognizers) { _, new in new }
        merged.controlEvents.merge(other.controlEvents) { _, new in new }
        merged.exposureRules.merge(other.exposureRules) { _, new in new }
        return merged
    }

    /// The registered names, by what they are: what the trace decoder checks a trace's names against.
    public var names: HookNames {
        HookNames(hitTests: Set(hitTests.keys), pointInside: Set(pointInside.keys), touches: Set(touches.keys),
                  delegates: Set(delegates.keys), recognizers: Set(recognizers.keys), controlEvents: Set(controlEvents.keys),
                  exposureRules: Set(exposureRules.keys))
    }
}

/// The names of registered hooks, by kind.
public struct HookNames: Sendable, Equatable {
    public var hitTests: Set<String>
    public var pointInside: Set<String> = []
    public var touches: Set<String> = []
    public var delegates: Set<String> = []
    public var recognizers: Set<String> = []
    public var controlEvents: Set<String> = []
    public var exposureRules: Set<String> = []

    public init(hitTests: Set<String> = [], pointInside: Set<String> = [], touches: Set<String> = [], delegates: Set<String> = [],
                recognizers: Set<String> = [], controlEvents: Set<String> = [], exposureRules: Set<String> = []) {
        self.hitTests = hitTests
        self.pointInside = pointInside
        self.touches = touches
        self.delegates = delegates
        self.recognizers = recognizers
        self.controlEvents = controlEvents
        self.exposureRules = exposureRules
    }

    /// What each kind of hook is called in messages and which trace key names it.
    public enum Kind: String, Sendable, CaseIterable {
        case hitTest, pointInside, touches, delegate, recognizer = "class", controlEvents = "handler", exposureRule = "rule"

        /// The label of `Hooks.register` that registers this kind.
        public var registration: String {
            switch self {
            case .hitTest: "hitTest"
            case .pointInside: "pointInside"
            case .touches: "touches"
            case .delegate: "delegate"
            case .recognizer: "recognizer"
            case .controlEvents: "controlEvents"
            case .exposureRule: "exposureRule"
            }
        }
    }

    public func names(_ kind: Kind) -> Set<String> {
        switch kind {
        case .hitTest: hitTests
        case .pointInside: pointInside
        case .touches: touches
        case .delegate: delegates
        case .recognizer: recognizers
        case .controlEvents: controlEvents
        case .exposureRule: exposureRules
        }
    }
}

extension Recorder {
    /// A hook's own record: `hook <name> <text>`, on one line whatever the text holds (line breaks,
    /// control and format characters are written as `\u{…}`), and `-` for an empty text.
    func recordHook(_ name: String, _ text: String) {
        var line = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .format || category == .lineSeparator
                || category == .paragraphSeparator {
                line += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        record(.hook(name, line.isEmpty ? "-" : line))
    }
}
