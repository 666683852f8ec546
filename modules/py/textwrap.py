# textwrap (see textmods.go): CPython 3.11's text wrapping and filling,
# written from its documented behaviour. Text is split into chunks (runs
# of whitespace, words, hyphenated word parts and em-dashes) by a
# hand-written scanner equivalent to CPython's word-separator pattern,
# and the chunks are packed greedily into lines.

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '
_ws_table = {ord(c): ' ' for c in _whitespace}


def _is_word(c):
    return c.isalnum() or c == '_'


def _is_letter(c):
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_wordpunct(c):
    return c.isalnum() or c in '_!"\'&.,?'


def _dash_run(text, j, n):
    # length of the run of '-' starting at j
    k = j
    while k < n and text[k] == '-':
        k += 1
    return k - j


def _chunks_hyphenated(text):
    out = []
    n = len(text)
    i = 0
    ws = _whitespace
    while i < n:
        c = text[i]
        if c in ws:
            j = i + 1
            while j < n and text[j] in ws:
                j += 1
            out.append(text[i:j])
            i = j
            continue
        # an em-dash between words: two or more '-' after word
        # punctuation and before a word character
        if c == '-' and i > 0 and _is_wordpunct(text[i - 1]):
            m = _dash_run(text, i, n)
            if m >= 2 and i + m < n and _is_word(text[i + m]):
                out.append(text[i:i + m])
                i += m
                continue
        # a word: the shortest run of non-whitespace ending at a hyphen
        # inside a word, at whitespace or the end, or before an em-dash
        j = i + 1
        while True:
            if j < n and text[j] == '-':
                before = (j >= 2 and _is_letter(text[j - 2]) and _is_letter(text[j - 1])) or \
                         (j >= 3 and _is_letter(text[j - 3]) and text[j - 2] == '-' and _is_letter(text[j - 1]))
                if before and j + 2 < n and _is_letter(text[j + 1]) and (
                        _is_letter(text[j + 2]) or (text[j + 2] == '-' and j + 3 < n and _is_letter(text[j + 3]))):
                    j += 1
                    break
            if j >= n or text[j] in ws:
                break
            if text[j] == '-' and _is_wordpunct(text[j - 1]):
                m = _dash_run(text, j, n)
                if m >= 2 and j + m < n and _is_word(text[j + m]):
                    break
            j += 1
        out.append(text[i:j])
        i = j
    return out


def _chunks_simple(text):
    out = []
    n = len(text)
    i = 0
    ws = _whitespace
    while i < n:
        isws = text[i] in ws
        j = i + 1
        while j < n and (text[j] in ws) == isws:
            j += 1
        out.append(text[i:j])
        i = j
    return out


def _ends_sentence(chunk):
    # [a-z][.!?]["']?\Z
    n = len(chunk)
    if n >= 1 and chunk[-1] in '"\'':
        n -= 1
    return n >= 2 and chunk[n - 1] in '.!?' and 'a' <= chunk[n - 2] <= 'z'


class TextWrapper:
    unicode_whitespace_trans = _ws_table

    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8,
                 *, max_lines=None, placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(_ws_table)
        return text

    def _split(self, text):
        if self.break_on_hyphens is True or self.break_on_hyphens:
            return _chunks_hyphenated(text)
        return _chunks_simple(text)

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                h = chunk.rfind('-', 0, space_left)
                if h > 0 and chunk[:h].strip('-'):
                    end = h + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            ind = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(ind) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            ind = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(ind)
            if self.drop_whitespace and lines and chunks[-1].strip() == '':
                del chunks[-1]
            while chunks:
                size = len(chunks[-1])
                if cur_len + size > width:
                    break
                cur_line.append(chunks.pop())
                cur_len += size
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if not cur_line:
                continue
            if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                    ((not chunks or (self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip()))
                     and cur_len <= width)):
                lines.append(ind + ''.join(cur_line))
                continue
            # the last allowed line: end it with the placeholder
            while cur_line:
                if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                    cur_line.append(self.placeholder)
                    lines.append(ind + ''.join(cur_line))
                    break
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            else:
                if lines:
                    prev = lines[-1].rstrip()
                    if len(prev) + len(self.placeholder) <= self.width:
                        lines[-1] = prev + self.placeholder
                        break
                lines.append(ind + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def _leading_blank(line):
    # the leading run of spaces and tabs
    i = 0
    while i < len(line) and line[i] in ' \t':
        i += 1
    return line[:i]


def dedent(text):
    lines = text.split('\n')
    margin = None
    for k, line in enumerate(lines):
        lead = _leading_blank(line)
        if len(lead) == len(line):
            lines[k] = ''
            continue
        if margin is None:
            margin = lead
        elif lead.startswith(margin):
            pass
        elif margin.startswith(lead):
            margin = lead
        else:
            i = 0
            for a, b in zip(margin, lead):
                if a != b:
                    break
                i += 1
            margin = margin[:i]
    if margin:
        m = len(margin)
        lines = [l[m:] if l.startswith(margin) else l for l in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
