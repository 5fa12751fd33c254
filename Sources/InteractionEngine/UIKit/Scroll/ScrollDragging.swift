/// Scroll views' motion (docs/semantics.md S6.1, S6.2): dragging by their pan, release, bounce,
/// paging, deceleration and animated offsets on display-link frames.
public final class ScrollOperations {
    /// The world that made this and holds it (`World.scrolling`), unchecked as `TouchDelivery.world` is.
    unowned(unsafe) let world: World
    let clock: VirtualClock
    let recorder: Recorder
    let settings: Settings
    let displayLink: DisplayLink

    /// What it reads on every call is held here too, rather than looked up through the world each time.
    init(world: World) {
        self.world = world
        self.clock = world.clock
        self.recorder = world.recorder
        self.settings = world.settings
        self.displayLink = world.displayLink
    }

    /// Wires a scroll view's pan to its motion and its touch delay to `delaysContentTouches`.
    func attach(_ scroll: ScrollView) {
        scroll.delayRecognizer.isEnabled = scroll.behavior.delaysContentTouches
        scroll.panRecognizer.onTransition = { [unowned self, unowned scroll] recognizer in
            dragChanged(scroll, recognizer)
        }
    }

    /// A finger touching a moving scroll view stops it where it is.
    func stopScrolling(under view: View) {
        for case let scroll as ScrollView in view.selfAndAncestors where scroll.isMoving {
            if case .dragging = scroll.motion { continue }
            stopMotion(scroll)
        }
    }

    private func dragChanged(_ scroll: ScrollView, _ recognizer: GestureRecognizer) {
        guard let touch = recognizer.touches.first(where: { !$0.isOver }) ?? recognizer.touches.first else { return }
        switch recognizer.state {
        case .began:
            if scroll.isMoving { stopMotion(scroll, record: false) }
            scroll.motion = .dragging(startOffset: scroll.contentOffset)
            world.publish(.scrollMotionChanged(scroll))
            scroll.samples = [(clock.now, touch.location)]
            scroll.dragOrigin = touch.location
            recorder.record(.scroll(scroll.id, .began, scroll.contentOffset))
            world.textInput.dragBegan(scroll)
        case .changed:
            guard case .dragging(let start)? = scroll.motion else { return }
            scroll.samples.append((clock.now, touch.location))
            scroll.samples.removeAll { $0.time < clock.now - .ms(100) }
            let d = touch.location - scroll.dragOrigin
            var target = start
            if scroll.scrollsHorizontally { target.x -= d.x }
            if scroll.scrollsVertically { target.y -= d.y }
            scroll.contentOffset = dragged(scroll, to: target)
            recorder.record(.changed) { .scroll(scroll.id, .changed, scroll.contentOffset) }
        case .ended, .cancelled:
            scroll.samples.append((clock.now, touch.location))
            scroll.samples.removeAll { $0.time < clock.now - .ms(100) }
            let velocity = recognizer.state == .ended ? releaseVelocity(scroll) : .zero
            if recognizer.state == .ended {
                // The finger's velocity is the content's reversed, on the axes that scroll.
                world.textInput.dragEnded(scroll, at: touch.location, fingerVelocity: Point.zero - velocity)
            }
            release(scroll, velocity: velocity)
        default:
            break
        }
    }

    /// Inside the content the offset follows the finger; beyond it, with bounces, a fraction of the
    /// drag moves it (rubber-banding); without, it stops at the edge.
    private func dragged(_ scroll: ScrollView, to target: Point) -> Point {
        let inside = scroll.clamped(target)
        guard scroll.behavior.bounces else { return inside }
        let band = settings.rubberBand
        return Point(inside.x + (target.x - inside.x) * band, inside.y + (target.y - inside.y) * band)
    }

    /// The content's velocity at release, in points per millisecond: the finger's over the last
    /// 100 ms, reversed, on the axes that scroll; zero when the finger did not move in that time.
    private func releaseVelocity(_ scroll: ScrollView) -> Point {
        guard let first = scroll.samples.first, let last = scroll.samples.last, last.time > first.time else { return .zero }
        let ms = Double((last.time - first.time).microseconds) / 1000
        let finger = (last.location - first.location)
        return Point(scroll.scrollsHorizontally ? -finger.x / ms : 0, scroll.scrollsVertically ? -finger.y / ms : 0)
    }
}
