/// A URL split into the parts routes match: the scheme, the path segments (the host
/// first) and the query items, percent-decoded.
struct ParsedURL: Equatable {
    let scheme: String
    let path: [String]
    let query: [String: String]

    static func parse(_ url: String) -> Result<ParsedURL, DeepLinkError> {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else {
            return .failure(.invalidURL(url))
        }
        let scheme = String(url[..<colon])
        let isScheme =
            scheme.unicodeScalars.first.map(CharacterSetting.isLetter) == true
            && scheme.unicodeScalars.allSatisfy(CharacterSetting.isSchemeCharacter)
        guard isScheme else { return .failure(.invalidURL(url)) }
        var rest = url[url.index(colon, offsetBy: 3)...]
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path: [String] = []
        for segment in parts[0].split(separator: "/") {
            guard let decoded = percentDecoded(segment) else { return .failure(.invalidURL(url)) }
            path.append(decoded)
        }
        var query: [String: String] = [:]
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(pair[0]), let value = percentDecoded(pair.count > 1 ? pair[1] : "")
                else {
                    return .failure(.invalidURL(url))
                }
                if query[name] == nil { query[name] = value }
            }
        }
        return .success(ParsedURL(scheme: scheme, path: path, query: query))
    }

    /// `text` with `%XX` escapes (and `+` in query values left as is) decoded, or `nil`
    /// when an escape is broken or the bytes are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8; a repaired string is not what the link said.
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

private enum CharacterSetting {
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z": true
        default: false
        }
    }

    /// Letters, digits, `+`, `-` and `.`, as RFC 3986 allows in a scheme.
    static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
        default: false
        }
    }
}
