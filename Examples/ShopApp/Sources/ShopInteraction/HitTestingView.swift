import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// What the shop's hit-testing code reads of a view. Every member is UIView's own, so UIKit's views
/// conform with one line and the same decision code runs in the app and in TraceReplay's replay,
/// whose `ReplayView` conforms in ShopReplayHooks.
public protocol HitTestingView {
    associatedtype Relative: HitTestingView where Relative.Relative == Relative
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var superview: Relative? { get }
    var subviews: [Relative] { get }
    var isHidden: Bool { get }
    /// The view's class name as `NSStringFromClass` gives it (`FlutterOverlayView`).
    var typeName: String { get }
    func convert(_ point: CGPoint, to view: Relative?) -> CGPoint
    func convert(_ rect: CGRect, to view: Relative?) -> CGRect
}

#if canImport(UIKit)
extension UIView: HitTestingView {
    public var typeName: String { NSStringFromClass(type(of: self)) }
}
#endif
