# nested tuples are allowed in except clauses
try:
    [][0]
except (KeyError, (ValueError, IndexError)) as e:
    print("nested tuple caught", type(e).__name__)
