# The fnmatch module, written for pyinterp: shell-style patterns ('*',
# '?', '[seq]', '[!seq]') translated to regular expressions and matched
# with re. Names are compared as they are (POSIX: case matters). The
# regular expression translate() returns matches the same names as
# CPython's but is not the same string for every pattern.

__all__ = ['filter', 'fnmatch', 'fnmatchcase', 'translate']

_cache = {}


def _compile(pat):
    key = (type(pat), pat)
    m = _cache.get(key)
    if m is None:
        if isinstance(pat, bytes):
            res = translate(str(pat, 'ISO-8859-1'))
            m = _re.compile(res.encode('ISO-8859-1')).match
        else:
            m = _re.compile(translate(pat)).match
        if len(_cache) >= 256:
            _cache.clear()
        _cache[key] = m
    return m


def fnmatch(name, pat):
    name = _fspath(name)
    pat = _fspath(pat)
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    return _compile(pat)(name) is not None


def filter(names, pat):
    match = _compile(_fspath(pat))
    return [name for name in names if match(_fspath(name))]


def translate(pat):
    out = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not out or out[-1] != '.*':
                out.append('.*')
        elif c == '?':
            out.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                out.append('\\[')
                continue
            stuff = pat[i:j]
            i = j + 1
            if not stuff:
                out.append('(?!)')  # '[]' matches nothing
                continue
            if stuff == '!':
                out.append('.')  # '[!]' matches any character
                continue
            neg = stuff[0] == '!'
            if neg:
                stuff = stuff[1:]
            body = []
            k = 0
            while k < len(stuff):
                ch = stuff[k]
                if k + 2 < len(stuff) and stuff[k + 1] == '-':
                    lo, hi = ch, stuff[k + 2]
                    if lo <= hi:
                        body.append(_esc_class(lo) + '-' + _esc_class(hi))
                    k += 3
                    continue
                body.append(_esc_class(ch))
                k += 1
            if not body:
                out.append('.' if neg else '(?!)')
                continue
            out.append('[' + ('^' if neg else '') + ''.join(body) + ']')
        else:
            out.append(_re.escape(c))
    return '(?s:' + ''.join(out) + ')\\Z'


def _esc_class(ch):
    if ch in '\\]^-[':
        return '\\' + ch
    return ch
