# The re module: patterns whose parsing, translation or compilation
# recursed without bound (a Go stack overflow) or allocated without
# charging (Go's fatal out of memory).
# --- open_lookaheads
import re
re.compile('(?=' * 10**6)
# --- open_lookbehinds
import re
re.compile('(?<=' * 10**6)
# --- open_noncapturing
import re
re.compile('(?:' * 10**6 + ')' * 10**6)
# --- open_atomic
import re
re.compile('(?>' * 10**6)
# --- nested_conditionals
import re
re.compile('(a)' + '(?(1)' * 10**6)
# --- nested_repeats
import re
re.compile('(?:' * 10**5 + 'a' + ')*' * 10**5)
# --- nested_flags
import re
re.compile('(?i:' * 10**6)
# --- template_nested
import re
re.sub('a', '\\g<' * 10**6, 'a')
# --- deep_in_function
import re
def f(n):
    return re.compile('(' * n + ')' * n)
f(10**5)
# --- boundaries_program
import re
re.compile(r'\B' * 10**7)
# --- negated_class_program
import re
re.compile(r'[\W\D\S]' * 10**6)
