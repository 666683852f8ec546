# Regular expressions whose parse or compilation recurses or allocates
# with the pattern's nesting or repetition counts.
# --- open_parens
import re
re.compile('(' * 10**6)
# --- balanced_parens
import re
re.compile('(' * 10**5 + ')' * 10**5)
# --- noncapturing_groups
import re
re.compile('(?:' * 10**5 + 'a' + ')' * 10**5)
# --- nested_quantified_groups
import re
re.compile('(?:' * 10**5 + 'a' + ')*' * 10**5)
# --- lookaheads_nested
import re
re.compile('(?=' * 10**5 + 'a' + ')' * 10**5)
# --- alternation_nested
import re
re.compile('(?:a|' * 10**5 + 'b' + ')' * 10**5)
# --- open_brackets
import re
re.compile('[' * 10**6)
# --- huge_repeat_count
import re
re.compile('a{1000000000}')
# --- huge_repeat_range
import re
re.compile('a{1,4294967295}')
# --- nested_counts_product
import re
re.compile('(?:(?:(?:a{1000}){1000}){1000}){1000}')
# --- counted_group_many
import re
re.compile('(a){65535}' * 100)
# --- search_nested_parens
import re
re.search('(' * 10**5 + 'a' + ')' * 10**5, 'a')
# --- sub_nested_parens
import re
re.sub('(' * 10**5 + ')' * 10**5, 'x', 'abc')
# --- bytes_open_parens
import re
re.compile(b'(' * 10**6)
# --- verbose_comments
import re
re.compile('(?x)' + '(#\n' * 10**5)
# --- many_named_groups
import re
re.compile(''.join('(?P<g%d>a)' % i for i in range(10**5)))
# --- conditional_nested
import re
re.compile('(a)' + '(?(1)' * 10**5 + 'b' + ')' * 10**5)
