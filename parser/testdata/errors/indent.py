# Indentation errors. Each case is "# --- NAME" then the broken source.
# --- unexpected_indent
x = 1
    y = 2
# --- unexpected_indent_first_line
    x = 1
# --- unindent_mismatch
if x:
    y = 1
  z = 2
# --- unindent_mismatch_nested
def f():
    if x:
        y = 1
      z = 2
# --- expected_indent_if
if x:
y = 1
# --- expected_indent_if_eof
if x:
# --- expected_indent_elif
if x:
    pass
elif y:
pass
# --- expected_indent_else
if x:
    pass
else:
pass
# --- expected_indent_for
for x in y:
pass
# --- expected_indent_for_else
for x in y:
    pass
else:
pass
# --- expected_indent_while
while x:
pass
# --- expected_indent_def
def f():
return 1
# --- expected_indent_async_def
async def f():
pass
# --- expected_indent_class
class C:
pass
# --- expected_indent_try
try:
x = 1
except:
    pass
# --- expected_indent_except
try:
    pass
except ValueError:
pass
# --- expected_indent_except_bare
try:
    pass
except:
pass
# --- expected_indent_except_star
try:
    pass
except* ValueError:
pass
# --- expected_indent_finally
try:
    pass
finally:
pass
# --- expected_indent_try_else
try:
    pass
except:
    pass
else:
pass
# --- expected_indent_with
with x:
pass
# --- expected_indent_match
match x:
case 1:
    pass
# --- expected_indent_case
match x:
    case 1:
    pass
# --- expected_indent_later_line
x = 1
y = 2
if x:
    if y:
    z = 3
# --- dedent_to_unknown_level_after_block
class C:
        def f(self):
            pass
    x = 1
