import Foundation

/// Seed 000's fix: the native ad sits under Flutter's search bar, which Flutter draws in a
/// FlutterOverlayView above it. UIKit would hand a tap on the search bar to the ad (the overlay takes
/// no touches), so the ad's container returns nil from `hitTest(_:with:)` wherever an overlay that
/// overlaps the container covers the point; the FlutterView then gets the touch.
public enum PenetrationGuard {
    /// Whether a touch at `point` (in `container`'s coordinates) must pass through the container.
    public static func passesThrough<View: HitTestingView>(_ point: CGPoint, in container: View) -> Bool where View.Relative == View {
        var ancestor = container.superview
        while let view = ancestor, view.typeName != "FlutterView" { ancestor = view.superview }
        guard let flutter = ancestor else { return false }
        let location = container.convert(point, to: flutter)
        let area = container.convert(container.bounds, to: flutter)
        return flutter.subviews.contains { overlay in
            overlay.typeName == "FlutterOverlayView" && overlay.frame.contains(location) && overlay.frame.intersects(area)
        }
    }
}

#if canImport(UIKit)
import UIKit

/// The container the app wraps its native ads in.
public final class PenetrationGuardView: UIView {
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        PenetrationGuard.passesThrough(point, in: self as UIView) ? nil : super.hitTest(point, with: event)
    }
}
#endif
