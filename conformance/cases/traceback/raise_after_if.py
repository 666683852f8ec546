# raise after if on one line: ^ under the raise
if True: raise ValueError("x")
