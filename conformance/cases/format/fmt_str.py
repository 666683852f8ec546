# str formatting: alignment and precision truncation
for s in ("", "a", "héllo", "日本語", "😀!"):
    print([format(s, spec) for spec in ("", "5", "<5", ">5", "^6", "*^7", ".2", "8.3", "s", ">4s")])
