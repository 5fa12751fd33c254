/// A gesture attached to a SwiftUI view by a modifier (S10.2): how it ranks against the gestures of the
/// view's subviews, and which of the two its mask leaves on.
public struct SwiftUIAttachment {
    /// The modifier that attached it.
    public enum Modifier: String, Sendable, CaseIterable {
        /// `gesture(_:including:)`: the subviews' gestures take precedence; it recognizes only once
        /// theirs have failed.
        case gesture
        /// `highPriorityGesture(_:including:)`: it takes precedence over the subviews' gestures.
        case highPriority
        /// `simultaneousGesture(_:including:)`: it recognizes alongside the subviews' gestures.
        case simultaneous
    }

    /// `GestureMask`: which gestures stay on once this one is attached.
    public enum Mask: String, Sendable, CaseIterable {
        /// Neither this gesture nor the subviews' gestures.
        case none
        /// This gesture; the subviews' gestures are off.
        case gesture
        /// The subviews' gestures; this gesture is off.
        case subviews
        /// Both: the default.
        case all

        var keepsGesture: Bool { self == .gesture || self == .all }
        var keepsSubviews: Bool { self == .subviews || self == .all }
    }

    /// How the two parts of a composition relate (S10.8).
    public enum Pairing: String, Sendable {
        /// `exclusively(before:)`: the second recognizes only once the first has failed.
        case exclusive
        /// `simultaneously(with:)`: the two recognize together.
        case simultaneous
    }

    public enum Part: String, Sendable {
        case first, second
    }

    /// The composition a part belongs to.
    public struct Pair: Sendable {
        public var group: String
        public var pairing: Pairing
        public var role: Part

        public init(group: String, pairing: Pairing, role: Part) {
            self.group = group
            self.pairing = pairing
            self.role = role
        }
    }

    public let recognizer: GestureRecognizer
    public let modifier: Modifier
    public let mask: Mask
    /// Set for a part of an exclusive or simultaneous composition.
    public var pair: Pair?
}
