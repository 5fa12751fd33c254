/// The iOS generations whose SwiftUI hosting differs where a trace can see it (docs/semantics.md S10.1,
/// S10.5, `swiftui.generation`).
public enum SwiftUIGeneration: String, Sendable, CaseIterable {
    /// iOS 13 to 17: a touch on SwiftUI content hits a subview of the hosting view (the platform view
    /// SwiftUI draws into); only its empty areas hit the hosting view itself. SwiftUI runs its gestures
    /// apart from UIKit's recognizers, on the hosting view's touches.
    case ios17
    /// iOS 18 to 18.x: a touch on SwiftUI content hits the hosting view itself (UIKit's second hit test
    /// resolves to it), as its empty areas do.
    case ios18
    /// iOS 26: as iOS 18, and the hosting view has no subviews; only its layers mirror the content.
    case ios26

    /// Whether a hit on SwiftUI content returns a subview rather than the hosting view.
    var hitsContentSubview: Bool { self == .ios17 }
    /// Whether SwiftUI's gestures are UIKit recognizers among the others (iOS 18 on), rather than run
    /// by the hosting view on its own touches (S10.5).
    var joinsUIKitArbitration: Bool { self != .ios17 }
}

/// How an app's `hitTest(_:with:)` override on its hosting view passes touches through to what is
/// behind (S10.1), the two ways the public reports show.
public enum SwiftUIPassThrough: String, Sendable, CaseIterable {
    /// No override: UIKit's hit test, so empty areas take the touch.
    case none
    /// `super.hitTest` unless it returns the hosting view itself, then nil: passes empty areas
    /// through before iOS 18, but from iOS 18 drops touches on SwiftUI content too.
    case dropSelf
    /// Nil only where no SwiftUI content is under the point (the layer check apps moved to for iOS 26):
    /// passes empty areas through in every generation.
    case outsideContent
}
