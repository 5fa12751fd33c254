import InteractionEngine
import ShopInteraction

/// TraceReplay's view handle has UIView's members, so it is a HitTestingView as UIView is.
extension ReplayView: HitTestingView {
    public var typeName: String { className }
}
