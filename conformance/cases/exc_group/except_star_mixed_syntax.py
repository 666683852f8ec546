# except and except* on the same try is a SyntaxError
try:
    pass
except ValueError:
    pass
except* TypeError:
    pass
