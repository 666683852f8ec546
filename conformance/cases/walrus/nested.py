# nested assignment expressions
print((a := (b := 2) + 1), a, b)
