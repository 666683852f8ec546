# Regular expressions: compilation cost and catastrophic backtracking in
# one match, which must be bounded by the run's deadline.
# --- compile_alternation_repeat
import re
re.compile('(?:a|b)' * 10**5)
# --- compile_big_alternation
import re
re.compile('|'.join(str(i) for i in range(10**6)))
# --- compile_char_classes
import re
re.compile('[a-z0-9_]' * 10**6)
# --- compile_counted_nested
import re
re.compile('((a{1,100}){1,100}){1,100}')
# --- compile_many_distinct
import re
for i in range(10**6):
    re.compile('a' * 100 + str(i))
# --- backtrack_nested_star
import re
re.match('(a*)*b', 'a' * 40)
# --- backtrack_nested_plus
import re
re.match('(a+)+$', 'a' * 40 + 'b')
# --- backtrack_alternation
import re
re.match('(a|aa)*c', 'a' * 60)
# --- backtrack_words
import re
re.match(r'^(\w+\s?)*$', 'an ' * 30 + '!')
# --- backtrack_dot_star
import re
re.search('(.*a){25}', 'a' * 30)
# --- backtrack_lookahead
import re
re.match('(?=(a+))*b', 'a' * 50)
# --- backtrack_backreference
import re
re.match(r'(a*)\1*b', 'a' * 5000)
# --- backtrack_ignorecase
import re
re.match('(?i)(ß*)*x', 'ß' * 40)
# --- findall_empty_matches_long
import re
for i in range(1000):
    re.findall('', 'a' * 10**6)
# --- sub_callable_long
import re
re.sub('a', lambda m: 'b', 'a' * 10**7)
# --- split_long
import re
for i in range(100):
    re.split('(a)', 'a' * 10**6)
# --- finditer_overlapping_lookahead
import re
sum(1 for _ in re.finditer('(?=(a*))', 'a' * 10**5))
# --- fullmatch_counted_backtrack
import re
re.fullmatch('(a{1,30}){1,30}b', 'a' * 200)
# --- bytes_backtrack
import re
re.match(b'(a*)*b', b'a' * 40)
# --- escape_long_loop
import re
s = 'a.b' * 10**6
for i in range(1000):
    re.escape(s)
