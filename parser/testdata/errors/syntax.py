# Syntax errors: each case is "# --- NAME" then the broken source.
# NAME is unique across all files of this directory (skip.txt uses it).
# --- invalid_syntax_double_equals
x = = 1
# --- invalid_syntax_two_names
a b
# --- forgot_comma_list
[a b]
# --- forgot_comma_call
f(a b)
# --- forgot_comma_tuple_multiline
x = (1,
     2
     3)
# --- expected_colon_if
if x
    pass
# --- expected_colon_def
def f()
    pass
# --- expected_colon_class
class C
    pass
# --- expected_colon_for
for x in y
    pass
# --- expected_colon_while
while x
    pass
# --- expected_colon_with
with x
    pass
# --- expected_colon_try
try
    pass
except:
    pass
# --- expected_colon_lambda
f = lambda x x
# --- expected_colon_dict
d = {1 2}
# --- paren_never_closed
f(1, 2
# --- bracket_never_closed
x = [1, 2,
y = 3
# --- brace_never_closed
x = {
# --- paren_never_closed_later_line
x = 1
y = (2 +
     3
z = 4
# --- unmatched_close_paren
x = 1)
# --- unmatched_close_bracket
]
# --- unmatched_close_brace
x = }
# --- mismatched_close
x = (1]
# --- mismatched_close_other_line
x = [1,
2)
# --- missing_print_parens
print "hello"
# --- missing_print_parens_expr
print x, y
# --- missing_exec_parens
exec "code"
# --- assign_to_call_in_if
if f() = 1:
    pass
# --- assign_in_if_name
if x = 1:
    pass
# --- assign_to_call
f() = 1
# --- assign_to_literal
1 = x
# --- assign_to_literal_string
'a' = x
# --- assign_to_expression
a + 1 = 2
# --- assign_to_none
None = 1
# --- assign_to_true
True = 1
# --- assign_to_generator
(x for x in y) = 1
# --- assign_to_comparison
a < b = 1
# --- assign_to_conditional
a if b else c = 1
# --- assign_to_lambda
lambda: 1 = 1
# --- assign_to_yield
x = yield = 1
# --- assign_to_keyword_argument_true
f(True=1)
# --- assign_to_dict_display
{} = 1
# --- assign_to_fstring
f'{x}' = 1
# --- augassign_to_tuple
(a, b) += 1
# --- augassign_to_call
f() += 1
# --- augassign_to_list
[a] += 1
# --- annotate_tuple
x, y: int = 1, 2
# --- annotate_list
[x]: int
# --- annotate_call
f(): int
# --- delete_call
del f()
# --- delete_literal
del 1
# --- delete_starred
del *a, b
# --- starred_assignment_alone
*a = 1
# --- walrus_statement
a := 1
# --- walrus_attribute
(a.b := 1)
# --- walrus_subscript
(a[0] := 1)
# --- walrus_tuple
((a, b) := 1)
# --- conditional_missing_else
x = a if b
# --- expression_missing_operand
x = 1 +
# --- empty_assignment_value
x =
# --- import_nothing
import
# --- import_as_dotted
import a.b as c.d
# --- from_import_trailing_comma
from a import b,
# --- from_import_star_and_name
from a import *, b
# --- else_alone
else:
    pass
# --- elif_alone
elif x:
    pass
# --- except_without_try
except:
    pass
# --- try_without_except
try:
    x
y = 1
# --- try_without_except_eof
try:
    x
# --- except_multiple_types_no_parens
try:
    pass
except ValueError, TypeError:
    pass
# --- except_star_no_type
try:
    pass
except*:
    pass
# --- except_and_except_star
try:
    pass
except ValueError:
    pass
except* TypeError:
    pass
# --- async_as_name
async = 1
# --- await_as_name
await = 1
# --- keyword_as_name
class = 1
# --- keyword_as_attribute
x.if = 1
# --- keyword_as_function_name
def if(): pass
# --- with_bad_item
with a as b c:
    pass
# --- for_without_in
for x y:
    pass
# --- for_bad_target
for f() in y:
    pass
# --- comprehension_missing_iter
[x for x in]
# --- dict_unpack_in_comprehension
{**x for x in y}
# --- star_in_comprehension
[*x for x in y]
# --- lambda_default_bad
lambda x=: 0
# --- dollar_sign
x = $
# --- question_mark
x = a ? b : c
# --- bang
x = !a
# --- backtick
x = `a`
# --- unexpected_eof_after_backslash
x = 1 + \
# --- char_after_continuation
x = 1 \ + 2
# --- invalid_character_euro
x = 1 € 2
# --- invalid_character_nbsp_like
x = 1 ＋ 2
# --- invalid_non_printable_zero_width
x = 1​
# --- invalid_character_in_identifier
a€b = 1
# --- class_generator_bases
class C(x for x in y):
    pass
# --- semicolon_alone
;
# --- double_semicolon
x = 1;;
# --- decorator_without_def
@d
x = 1
# --- return_type_missing
def f() -> :
    pass
# --- bytes_and_str_mix
x = 'a' b'b'
# --- global_with_value
global x = 1
# --- nonlocal_assignment_form
def f():
    nonlocal x = 1
# --- star_expr_in_subscript_slice
a[*b:c]
# --- unclosed_call_then_def
f(a,
def g():
    pass
# --- invalid_syntax_after_non_ascii_string
x = "é" + $
# --- invalid_syntax_after_non_ascii_name
é = 1 +
# --- forgot_comma_after_non_ascii
f("日本", a b)
# --- never_closed_after_non_ascii
x = ("€",
# --- unterminated_string_after_non_ascii
x = "€" + 'abc
