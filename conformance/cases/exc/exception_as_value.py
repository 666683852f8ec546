# exceptions are ordinary values
errs = [ValueError("a"), KeyError("b")]
for e in errs:
    try:
        raise e
    except (ValueError, KeyError) as caught:
        print(caught is e, type(caught).__name__)
