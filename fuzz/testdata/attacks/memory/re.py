# The re module: compiled programs and match results allocated beyond
# the memory cap.
# --- long_literal
import re
re.compile('a' * 10**7)
# --- many_groups
import re
re.compile('(a)' * 10**6)
# --- boundaries
import re
re.compile(r'\b' * 10**6)
# --- boundaries_ignorecase
import re
re.compile(r'\B' * 10**6, re.I)
# --- findall_chars
import re
re.findall('.', 'x' * 5 * 10**7)
# --- findall_groups
import re
re.findall('(.)(.)', 'é' * 2 * 10**7)
# --- split_chars
import re
re.split('(x)', 'x' * 3 * 10**7)
# --- sub_expand
import re
re.sub('a', 'b' * 10**4, 'a' * 10**6)
# --- sub_group_expand
import re
re.sub('(a)', r'\1' * 10**4, 'a' * 10**6)
# --- escape_huge
import re
re.escape('.' * 10**9)
# --- regexp2_stacks
import re
re.match('(?:(a)|b)*$', 'ab' * 10**7)
# --- regexp2_stacks_groups
import re
re.match('(?i)((((a)|(b))))*$', 'ab' * 10**7)
# --- many_big_patterns
import re
ps = [re.compile('(?:a|b)' * 1000 + str(i)) for i in range(10**5)]
# --- subjects_kept
import re
s = 'é' * 10**6
kept = [re.match('(.*)', s + str(i)) for i in range(1000)]
# --- matches_kept
import re
kept = [re.match('x', 'x') for i in range(10**7)]
# --- match_groups_kept
import re
m = re.match('(a)' * 10**4, 'a' * 10**4)
kept = [m.groups() for i in range(10**5)]
# --- match_regs_kept
import re
m = re.match('(a)' * 10**4, 'a' * 10**4)
kept = [m.regs for i in range(10**5)]
# --- compiled_kept_limit_inside_repeat_count
# The limit reached while the parser read a repeat count's digits left
# the tokenizer on the digit it failed to read: an endless loop growing
# a string (generative fuzzer, seed 7006325). Many patterns are kept so
# the limit falls at a different token on each machine.
import re
kept = [re.compile('(?:a{1,100}){1,100}' + str(i)) for i in range(10**5)]
# --- compiled_kept_limit_inside_long_counts
import re
kept = [re.compile('a{1234567,1234568}b{7654321}' * 3 + str(i)) for i in range(10**5)]
# --- templates_kept_limit_inside_octal
import re
p = re.compile('(a)' * 20)
kept = [p.sub(r'\012\1\11\20' * 50 + str(i), 'a' * 20) for i in range(10**5)]
# --- search_dotstar_backtrack
# Found by pyfuzz on 2026-11-26 (seed 9203031): the translation wrapped
# each '.' in a group, so regexp2 ran '(?:[^\n])*' as a general loop, one
# backtracking entry per character for each '.*', none of it charged
# (peak RSS ~180 MiB under a 64 MiB limit).
import re
S0 = '%%Y' * 10**6
re.search('.*' * 7, S0, re.I)
# --- search_set_repeats_ignorecase
import re
re.search('[%Y]*[^x]*' * 5 + 'z', '%%Y' * 10**6, re.I)
# --- findall_nested_quantifiers
import re
re.findall('(?:(?:a|b)+c?)*', 'ab' * 10**7, re.I)
# --- sub_nested_quantifiers
import re
re.sub('(?:x|(y))*', '-', 'xy' * 10**7, flags=re.I)
# --- split_group_loop
import re
re.split('(?:(a)|b)+', 'ab' * 10**7, flags=re.I)
# --- finditer_lookbehind_loop
import re
for m in re.finditer(r'(?<=a)(?:b|(c))*', 'abc' * 10**7, re.I):
    pass
# --- search_backreference_loop
import re
re.search(r'(a)(?:\1|b)*c', 'ab' * 10**7)
# --- match_lookahead_loop_captures
# A look-ahead keeps the captures made inside it: a loop of captures in a
# look-ahead inside a loop makes captures quadratic in the subject.
import re
re.match(r'(?:(?=(?:(.))*).)*', 'x' * 10**5, re.I)
# --- match_lookahead_loop_captures_medium
# Small enough for the old per-character prediction to let it run: ~220
# MiB RSS under a 64 MiB limit, and past its timeout.
import re
re.match(r'(?:(?=(?:(.))*).)*', 'x' * 2 * 10**4, re.I)
# --- findall_lookahead_loop_captures
import re
re.findall(r'(?=((?:(\w)|\s)*))\w', 'ab ' * 10**4, re.I)
# --- fullmatch_counted_empty_loops
import re
re.fullmatch('(?:(?:(a?)){1000}){1000}', 'a' * 10**5)
