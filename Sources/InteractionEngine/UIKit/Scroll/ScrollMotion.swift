extension ScrollOperations {
    /// After a drag: settle back if overscrolled, snap to a page if paging, decelerate if moving, or
    /// stop (docs/semantics.md S6.2).
    func release(_ scroll: ScrollView, velocity: Point) {
        scroll.samples.removeAll()
        let offset = scroll.contentOffset
        let inside = scroll.clamped(offset)
        if inside != offset {
            return animate(scroll, to: inside, over: Settings.time(settings.bounceDuration))
        }
        if scroll.behavior.isPagingEnabled {
            return animate(scroll, to: pageTarget(scroll, velocity: velocity), over: Settings.time(settings.bounceDuration))
        }
        if abs(velocity.x) >= ScrollView.stopSpeed || abs(velocity.y) >= ScrollView.stopSpeed {
            scroll.motion = .decelerating(velocity: velocity)
            scroll.motionClock = clock.now
            world.publish(.scrollMotionChanged(scroll))
            return startFrames(scroll)
        }
        stopMotion(scroll)
    }

    /// The page boundary a paging scroll view snaps to: the nearest, or the next one in the direction
    /// of a flick faster than `uikit.pagingFlickVelocity`.
    func pageTarget(_ scroll: ScrollView, velocity: Point) -> Point {
        func axis(_ offset: Double, _ page: Double, _ v: Double, _ maxOffset: Double) -> Double {
            guard page > 0 else { return offset }
            let position = offset / page
            let index: Double
            if v >= settings.pagingFlickVelocity { index = position.rounded(.up) }
            else if v <= -settings.pagingFlickVelocity { index = position.rounded(.down) }
            else { index = position.rounded(.toNearestOrAwayFromZero) }
            return min(max(index * page, 0), maxOffset)
        }
        let o = scroll.contentOffset
        return Point(axis(o.x, scroll.frame.size.width, velocity.x, scroll.maxOffset.x),
                     axis(o.y, scroll.frame.size.height, velocity.y, scroll.maxOffset.y))
    }

    /// Moves the content to `target` along a straight line over `duration` (at once when zero),
    /// recording began and ended.
    public func animate(_ scroll: ScrollView, to target: Point, over duration: Time) {
        if !scroll.isMoving { recorder.record(.scroll(scroll.id, .began, scroll.contentOffset)) }
        guard duration > .zero, target != scroll.contentOffset else {
            scroll.contentOffset = target
            scroll.motion = nil
            return stopMotion(scroll)
        }
        scroll.motion = .animating(from: scroll.contentOffset, to: target, start: clock.now, duration: duration)
        world.publish(.scrollMotionChanged(scroll))
        startFrames(scroll)
    }

    /// Stops whatever moves the content and records where it stopped.
    func stopMotion(_ scroll: ScrollView, record: Bool = true) {
        scroll.motion = nil
        world.publish(.scrollMotionChanged(scroll))
        if let id = scroll.displayLinkSubscription {
            displayLink.unsubscribe(id)
            scroll.displayLinkSubscription = nil
        }
        if record { recorder.record(.scroll(scroll.id, .ended, scroll.contentOffset)) }
    }

    private func startFrames(_ scroll: ScrollView) {
        guard scroll.displayLinkSubscription == nil else { return }
        let cause = recorder.cause
        scroll.displayLinkSubscription = displayLink.subscribe { [unowned self, unowned scroll] time in
            recorder.charging(cause) { frame(scroll, at: time) }
        }
    }

    /// One display-link frame of deceleration or animation.
    private func frame(_ scroll: ScrollView, at time: Time) {
        switch scroll.motion {
        case .decelerating(var velocity)?:
            // Whole milliseconds since the last step, integrated one millisecond at a time with plain
            // multiplication, so every machine computes the same offsets.
            let steps = (time.microseconds - scroll.motionClock.microseconds) / 1000
            scroll.motionClock = scroll.motionClock + .ms(steps)
            var offset = scroll.contentOffset
            let rate = scroll.behavior.decelerationRate.perMillisecond
            for _ in 0..<steps {
                offset = offset + velocity
                velocity = Point(velocity.x * rate, velocity.y * rate)
                let inside = scroll.clamped(offset)
                if inside.x != offset.x { velocity.x = 0 }
                if inside.y != offset.y { velocity.y = 0 }
                offset = inside
                if abs(velocity.x) < ScrollView.stopSpeed, abs(velocity.y) < ScrollView.stopSpeed { break }
            }
            scroll.contentOffset = offset
            if abs(velocity.x) < ScrollView.stopSpeed, abs(velocity.y) < ScrollView.stopSpeed {
                stopMotion(scroll)
            } else {
                scroll.motion = .decelerating(velocity: velocity)
            }
        case .animating(let from, let to, let start, let duration)?:
            let f = min(1, Double((time - start).microseconds) / Double(duration.microseconds))
            scroll.contentOffset = Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
            if f >= 1 {
                scroll.contentOffset = to
                stopMotion(scroll)
            }
        default:
            break
        }
    }
}
