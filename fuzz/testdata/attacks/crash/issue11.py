# The host crashes listed in issue 11 (Go fatal errors: out of memory,
# stack overflow), one case each.
# --- percent_star_precision
'%.*e' % (2**40, 1.0)
# --- itertools_tee
import itertools
itertools.tee([1, 2], 10**10)
# --- itertools_permutations
import itertools
itertools.permutations([1, 2], 10**10)
# --- itertools_product_repeat
import itertools
itertools.product([1, 2], repeat=10**10)
# --- json_indent
import json
json.dumps([1, [2]], indent=10**10)
# --- re_open_parens
import re
re.compile('(' * 10**6)
# --- print_sep
print(*range(10**6), sep='x' * 10**4)
