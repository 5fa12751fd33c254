/// Byte order marks at the start of a file: UTF-8's is dropped, the others name an encoding traces
/// are not written in.
public enum ByteOrderMark {
    static func isUTF8(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

    /// "UTF-16" or "UTF-32" when the file starts with that encoding's mark; UTF-32's little-endian
    /// mark begins like UTF-16's, so it is tried first.
    public static func foreignEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        return nil
    }
}
