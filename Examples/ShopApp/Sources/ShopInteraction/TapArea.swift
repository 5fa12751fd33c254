import Foundation

/// Seed 004's fixes for taps that miss small or overflowing controls.
public enum TapArea {
    /// Apple's minimum comfortable tap target, in points (Human Interface Guidelines).
    public static let minimumSide: CGFloat = 44

    /// A small button (a 24 pt close button) also takes taps within the square of `minimumSide`
    /// centred on it.
    public static func enlargedContains(_ point: CGPoint, bounds: CGRect) -> Bool {
        let dx = max(0, (minimumSide - bounds.width) / 2)
        let dy = max(0, (minimumSide - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }

    /// A container (the tab bar and its wrappers) also counts as inside where a descendant that
    /// overflows it shows (the bubble above the middle tab), so hit-testing goes on down to it.
    public static func overflowContains<View: HitTestingView>(_ point: CGPoint, in container: View) -> Bool where View.Relative == View {
        var stack = container.subviews
        while let view = stack.popLast() {
            if view.isHidden { continue }
            if view.convert(view.bounds, to: container).contains(point) { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}

#if canImport(UIKit)
import UIKit

/// The tab bar's container views override `point(inside:with:)` with `TapArea.overflowContains`.
public final class OverflowingTabBarView: UIView {
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || TapArea.overflowContains(point, in: self as UIView)
    }
}
#endif
