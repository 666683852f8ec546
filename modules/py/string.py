# string.Template and string.Formatter (see keyword.go's loadString,
# which copies them into the Go-written string module), written from
# CPython 3.11's documented behaviour. _re is the re module.

_sentinel_dict = {}


class _TemplateChain:
    # keyword arguments first, then the mapping
    def __init__(self, kws, mapping):
        self.kws = kws
        self.mapping = mapping

    def __getitem__(self, key):
        if key in self.kws:
            return self.kws[key]
        return self.mapping[key]


def _template_pattern(cls):
    delim = _re.escape(cls.delimiter)
    idp = cls.idpattern
    bid = cls.braceidpattern or cls.idpattern
    return _re.compile(rf"""
    {delim}(?:
      (?P<escaped>{delim})  |   # Escape sequence of two delimiters
      (?P<named>{idp})      |   # delimiter and a Python identifier
      {{(?P<braced>{bid})}} |   # delimiter and a braced identifier
      (?P<invalid>)             # Other ill-formed delimiter exprs
    )
    """, cls.flags | 64)  # re.VERBOSE


class Template:
    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    # re.IGNORECASE as an int (== re.IGNORECASE; repr 2, not
    # re.IGNORECASE): the flag would import enum with every import string.
    flags = 2

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' in cls.__dict__:
            pattern = cls.pattern
            if isinstance(pattern, str):
                cls.pattern = _re.compile(pattern, cls.flags | 64)  # re.VERBOSE
        else:
            cls.pattern = _template_pattern(cls)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _TemplateChain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _TemplateChain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None and mo.group('invalid') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return ids


Template.pattern = _template_pattern(Template)


def _parse_format(s):
    # str.format's markup scanner: yields (literal, field_name,
    # format_spec, conversion)
    n = len(s)
    pos = 0
    while pos < n:
        start = pos
        c = ''
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup = True
                break
        at_end = pos >= n
        length = pos - start
        if c == '}' and markup and (at_end or s[pos] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{' and markup:
            raise ValueError("Single '{' encountered in format string")
        if not at_end and markup:
            if s[pos] == c:
                pos += 1
                markup = False
            else:
                length -= 1
        literal = s[start:start + length]
        if not markup:
            yield (literal, None, None, None)
            continue
        # the field: name, then !conversion, then :spec
        fstart = pos
        c = ''
        while pos < n:
            c = s[pos]
            pos += 1
            if c == ':' or c == '!' or c == '}':
                break
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '[':
                while pos < n and s[pos] != ']':
                    pos += 1
            c = ''
        if c in (':', '!', '}'):
            name = s[fstart:pos - 1]
        else:
            name = s[fstart:pos]
        conversion = None
        spec = ''
        if c == '!' or c == ':':
            if c == '!':
                if pos >= n:
                    raise ValueError("end of string while looking for conversion specifier")
                conversion = s[pos]
                pos += 1
                if pos < n:
                    c2 = s[pos]
                    pos += 1
                    if c2 == '}':
                        yield (literal, name, '', conversion)
                        continue
                    if c2 != ':':
                        raise ValueError("expected ':' after conversion specifier")
            sstart = pos
            count = 1
            done = False
            while pos < n:
                c3 = s[pos]
                pos += 1
                if c3 == '{':
                    count += 1
                elif c3 == '}':
                    count -= 1
                    if count == 0:
                        spec = s[sstart:pos - 1]
                        done = True
                        break
            if not done:
                raise ValueError("unmatched '{' in format spec")
        elif c != '}':
            raise ValueError("expected '}' before end of string")
        yield (literal, name, spec, conversion)


def _split_field_name(name):
    n = len(name)
    i = 0
    while i < n and name[i] not in '.[':
        i += 1
    first = name[:i]
    if first.isdigit() and first.isascii():
        first = int(first)
    rest = []
    while i < n:
        c = name[i]
        i += 1
        if c == '.':
            j = i
            while j < n and name[j] not in '.[':
                j += 1
            if j == i:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name[i:j]))
            i = j
        else:
            j = i
            while j < n and name[j] != ']':
                j += 1
            if j >= n:
                raise ValueError("Missing ']' in format string")
            key = name[i:j]
            if key == '':
                raise ValueError("Empty attribute in format string")
            if key.isdigit() and key.isascii():
                key = int(key)
            rest.append((False, key))
            i = j + 1
            if i < n and name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs, used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
