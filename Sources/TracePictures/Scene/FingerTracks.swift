import InteractionEngine

/// Where each finger went, from the records up to the picture's time: every touch as a path of
/// points, whether it is still down, and the view its hit test chose.
struct FingerTracks {
    struct Track {
        var finger: Int
        var points: [Point]
        var down: Bool
        var hitView: String?
        var hitWindow: String?
    }

    private(set) var tracks: [Track] = []

    init(_ entries: [Recorder.Entry]) {
        var open: [Int: Int] = [:]
        for entry in entries {
            switch entry.record {
            case .touch(let finger, let event, let point):
                switch event {
                case .down:
                    open[finger] = tracks.count
                    tracks.append(Track(finger: finger, points: [point], down: true))
                default:
                    if let index = open[finger] {
                        tracks[index].points.append(point)
                        tracks[index].down = false
                        open[finger] = nil
                    }
                }
            case .move(let finger, let point):
                if let index = open[finger] { tracks[index].points.append(point) }
            case .hit(let finger, let view, let window):
                if let index = open[finger] {
                    tracks[index].hitView = view
                    tracks[index].hitWindow = window
                }
            default:
                break
            }
        }
    }
}
