# conditional groups (?(id)yes|no)
import re
pat = re.compile(r'(<)?\w+(?(1)>)')
print([pat.fullmatch(s) is not None for s in ['<a>', 'a', '<a', 'a>']])
print(re.findall(r'(?P<o>\()?\d+(?(o)\))', '(1) 2 (3 4)'))
