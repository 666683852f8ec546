# The re module: compiling or matching that ran past the deadline (one
# Go call that neither counted its work nor polled the deadline).
# --- alternations
import re
re.compile('(?:a|b|c)' * 10**5)
# --- alternations_ignorecase
import re
re.compile('(?i)' + '(?:a|b)' * 10**5)
# --- big_class
import re
re.compile('[' + ''.join(chr(0x4e00 + 2 * i) for i in range(200000)) + ']')
# --- big_class_search
import re
s = ''.join(chr(0x4e00 + 2 * i) for i in range(20000))
p = re.compile('[' + s + ']')
while True:
    p.search('\u4e01' * 10**6)
# --- many_alternatives_search
import re
p = re.compile('|'.join('w%d' % i for i in range(50000)))
while True:
    p.search('\u4e01' * 10**6)
# --- catastrophic
import re
re.match(r'(a+)+$', 'a' * 60 + 'b')
# --- long_greedy_scans
import re
s = 'a' * (3 * 10**7)
while True:
    re.search('a*b', s)
# --- escape_loop
import re
s = '.' * 10**6
while True:
    re.escape(s)
# --- sub_callback
import re
re.sub('a', lambda m: m.group() * 1000, 'a' * 10**7)
# --- catastrophic_ignorecase
import re
re.match(r'(?i)(a|aa)+$', 'a' * 60 + 'b')
# --- catastrophic_backreference
import re
re.search(r'(a*)*\1b', 'a' * 10**5)
# --- catastrophic_lookahead
import re
re.search(r'(?=(a+)+$)', 'a' * 60 + 'b')
# --- findall_loop
import re
s = 'ab' * 10**6
while True:
    re.findall('(?i)a', s)
