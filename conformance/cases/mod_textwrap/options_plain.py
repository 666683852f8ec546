# TextWrapper options on plain text
import textwrap
s = 'The quick brown fox jumps over the lazy dog and keeps running far away.'
for kw in [dict(break_long_words=False), dict(drop_whitespace=False), dict(fix_sentence_endings=True),
           dict(initial_indent='* ', subsequent_indent='    '), dict(expand_tabs=False, replace_whitespace=False),
           dict(max_lines=2), dict(max_lines=3, placeholder='...'), dict(max_lines=1, placeholder=' ~')]:
    for w in (10, 18, 30):
        print(w, kw, textwrap.wrap(s, w, **kw))
