# isinstance on caught exceptions
try:
    {}[1]
except Exception as e:
    print(isinstance(e, KeyError), isinstance(e, LookupError), isinstance(e, IndexError), isinstance(e, (TypeError, KeyError)))
