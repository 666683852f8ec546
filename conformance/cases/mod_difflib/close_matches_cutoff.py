# get_close_matches with cutoff > 1 raises ValueError
import difflib
difflib.get_close_matches('a', ['a'], cutoff=1.5)
