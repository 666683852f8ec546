# restore with a bad choice raises ValueError
import difflib
list(difflib.restore(['  a'], 3))
