package eval

// The codecs of str.encode and bytes.decode, for Go code outside this
// package (text files).

// CodecName normalises an encoding name to one of the codecs pyinterp
// knows ("utf-8", "ascii", "latin-1", "utf-16", "utf-16-le", "utf-16-be",
// "utf-32", "utf-32-le", "utf-32-be"); "" when it knows none.
func CodecName(encoding string) string { return codecName(encoding) }

// Decode decodes data as bytes.decode(encoding, errors) does, with its
// errors (UnicodeDecodeError positions are offsets in data), charged.
func Decode(t *Thread, data string, encoding, errors string) (*Str, error) {
	v, err := bytesDecode(t, data, encoding, errors, false)
	if err != nil {
		return nil, err
	}
	return v.(*Str), nil
}

// Encode encodes s as str.encode(encoding, errors) does, charged.
func Encode(t *Thread, s *Str, encoding, errors string) (string, error) {
	return strEncode(t, s, encoding, errors)
}

// CheckErrorHandler reports a LookupError for an unknown error handler
// name, as codecs.lookup_error does.
func CheckErrorHandler(errors string) error { return codecCheckErrors(errors) }
