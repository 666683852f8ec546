# get_close_matches with n=0 raises ValueError
import difflib
difflib.get_close_matches('a', ['a'], n=0)
