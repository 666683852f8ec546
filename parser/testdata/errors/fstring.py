# f-string errors (messages of CPython 3.11). Each case is "# --- NAME" then the source.
# --- fstring_empty_expression
f'{}'
# --- fstring_empty_expression_spaces
f'{ }'
# --- fstring_single_close_brace
f'}'
# --- fstring_single_close_brace_after_field
f'{x}}'
# --- fstring_expecting_close
f'{x'
# --- fstring_expecting_close_spec
f'{x:'
# --- fstring_invalid_conversion
f'{x!z}'
# --- fstring_missing_conversion
f'{x!}'
# --- fstring_invalid_expression
f'{a b}'
# --- fstring_lambda_unparenthesised
f'{lambda x: 1}'
# --- fstring_assignment
f'{x = 1}'
# --- fstring_star_alone
f'{*x}'
# --- fstring_pep701_quote_reuse
f"{"a"}"
# --- fstring_pep701_backslash_in_field
f"{'\n'.join(a)}"
# --- fstring_pep701_comment_in_field
f'''{
    x  # comment
}'''
# --- fstring_pep701_nested_same_quote
f'{f'{x}'}'
