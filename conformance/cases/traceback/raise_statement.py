# raise on its own line: no marks
raise ValueError("x")
