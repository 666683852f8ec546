# The json module. dumps, loads, dump, load and JSONDecodeError are Go
# (modules/json.go: _dumps, _loads, ...); the encoder and decoder classes,
# which programs subclass (a default() for their own types, hooks, or
# raw_decode to pull a document out of longer text), are written here
# over them, with CPython 3.11's constructors and attributes.
# Differences: iterencode() yields the whole text as one chunk.

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']

dumps = _dumps
loads = _loads
dump = _dump
load = _load
JSONDecodeError = _JSONDecodeError


class JSONEncoder:
    """Extensible JSON encoder for Python data structures."""
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        text = _dumps(o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                      check_circular=self.check_circular, allow_nan=self.allow_nan,
                      indent=self.indent, separators=(self.item_separator, self.key_separator),
                      default=self.default, sort_keys=self.sort_keys)
        return iter((text,))


class JSONDecoder:
    """Simple JSON decoder."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def _hooks(self):
        pf = None if self.parse_float is float else self.parse_float
        pi = None if self.parse_int is int else self.parse_int
        pc = None if self.parse_constant == _CONSTANTS.__getitem__ else self.parse_constant
        return self.object_hook, self.object_pairs_hook, pf, pi, pc

    def decode(self, s, _w=None):
        if not isinstance(s, str):
            raise TypeError(f'expected string or buffer')
        oh, ph, pf, pi, pc = self._hooks()
        return _loads(s, object_hook=oh, object_pairs_hook=ph, parse_float=pf, parse_int=pi,
                      parse_constant=pc, strict=self.strict)

    def raw_decode(self, s, idx=0):
        oh, ph, pf, pi, pc = self._hooks()
        return _raw_decode(s, idx, oh, ph, pf, pi, pc, self.strict)


_CONSTANTS = {'-Infinity': float('-inf'), 'Infinity': float('inf'), 'NaN': float('nan')}
